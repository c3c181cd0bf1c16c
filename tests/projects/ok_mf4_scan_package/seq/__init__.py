from .runner import run_sequence
