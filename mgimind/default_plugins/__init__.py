"""Built-in plugins, written exactly like third-party ones."""
