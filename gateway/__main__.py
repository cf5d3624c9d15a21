"""``python -m gateway`` runs the CLI."""

from gateway.cli import main

main()
