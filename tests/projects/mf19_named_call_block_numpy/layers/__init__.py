from .block import residual_block
