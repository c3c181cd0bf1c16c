from .attention import init_attention, self_attention
from .mlp import init_mlp, mlp
