"""What every service of a Mind stands on: the Mind interface a service may use (mindapi),
which statuses a reader sees (visibility), which libraries a call covers (scope), and the
access journal. Below the memory kinds and security, so neither imports the engine."""
