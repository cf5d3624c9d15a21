"""HTTP surface: the OpenAI-compatible API, the admin API and health probes."""
