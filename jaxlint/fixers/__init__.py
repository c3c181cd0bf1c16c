"""Rewrites shared by the rules (one module per family) and the loop that applies them."""
