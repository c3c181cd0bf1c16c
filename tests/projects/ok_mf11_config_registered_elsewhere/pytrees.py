import jax

from config import ModelConfig

jax.tree_util.register_static(ModelConfig)
