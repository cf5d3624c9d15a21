"""API keys and admin authentication."""
