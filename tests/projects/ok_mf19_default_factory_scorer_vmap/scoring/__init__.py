from .scorer import TopScorer
