from .attention import SelfAttention
