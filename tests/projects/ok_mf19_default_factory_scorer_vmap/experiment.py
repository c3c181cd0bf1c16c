from dataclasses import dataclass, field

from scoring import TopScorer


@dataclass
class Experiment:
    name: str = "baseline"
    scorer: TopScorer = field(default_factory=TopScorer)
