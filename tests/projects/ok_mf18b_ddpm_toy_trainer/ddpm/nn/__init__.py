from .embedding import timestep_embedding
from .layers import dense, dense_init, layer_norm
from .score import ScoreMLP

__all__ = ["ScoreMLP", "dense", "dense_init", "layer_norm", "timestep_embedding"]
