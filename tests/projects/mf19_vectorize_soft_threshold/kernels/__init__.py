from .pointwise import soft_threshold
