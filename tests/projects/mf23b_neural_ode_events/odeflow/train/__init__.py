"""The training loop and its callbacks."""
