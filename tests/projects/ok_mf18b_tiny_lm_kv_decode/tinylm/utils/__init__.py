from .logging import format_metrics
from .metrics import perplexity, token_accuracy

__all__ = ["format_metrics", "perplexity", "token_accuracy"]
