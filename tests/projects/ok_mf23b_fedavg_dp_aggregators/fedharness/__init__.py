"""A federated training harness: vmapped clients, differential privacy, robust aggregation rules."""
from . import models
from .aggregation import AGGREGATORS, load_aggregator
from .clients import make_client
from .server import Server

__all__ = ["AGGREGATORS", "Server", "load_aggregator", "make_client", "models"]
