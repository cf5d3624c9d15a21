"""Persistence: SQLAlchemy models and async sessions (PostgreSQL or SQLite)."""
