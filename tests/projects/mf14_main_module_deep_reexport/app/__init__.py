"""A small regression app: `python -m app`."""
