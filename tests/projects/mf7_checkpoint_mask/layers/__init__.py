from .blocks import residual_block, sparse_penalty
