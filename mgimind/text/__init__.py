"""Text helpers the memory kinds and the engine share: chunking, first-person statements,
how stored text is framed for a model, and folding of invisible and look-alike characters.
Plain functions on strings; nothing here reads the store or a model."""
