"""Metering: token usage, prices, budgets and rate limits."""
