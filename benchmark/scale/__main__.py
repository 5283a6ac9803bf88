from benchmark.scale.cli import main

main()
