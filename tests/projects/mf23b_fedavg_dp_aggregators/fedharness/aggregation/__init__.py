from .rules import AGGREGATORS, load_aggregator

__all__ = ["AGGREGATORS", "load_aggregator"]
