"""Graph convolutions over a padded-free GraphTuple."""
from .graph import GraphTuple, from_edges
from .model import forward, init_model
