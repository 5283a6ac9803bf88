"""The optional local extractor: a model behind an OpenAI-compatible chat completions
endpoint (llama.cpp server, Ollama, vLLM) reads harvested exchanges and proposes facts
and procedures, which land in quarantine with their provenance.

Never on a hook path: the harvester offers each exchange to a bounded queue
(`service.LocalExtractor.offer` never blocks; a full queue drops and counts), and one
niced worker in the daemon asks the model, validates its JSON answer with pydantic
(`schema`) and sends each valid candidate through the admission gate. Its figures
(queued, done, failed, dropped, last error) are in a status file under the home
(`status`), read by `mgimind watch --status`, `mgimind extractor status` and `doctor`.
Off by default (`extractor.enabled`); the plugin is mgimind/default_plugins/local_extractor.py.
"""
