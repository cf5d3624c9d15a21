"""Clients for inference backends (vLLM's OpenAI server, TGI) and their live health."""
