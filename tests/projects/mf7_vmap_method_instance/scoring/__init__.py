from .scorer import Scorer, build_scorer
