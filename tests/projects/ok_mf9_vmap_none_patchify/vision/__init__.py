from .encoder import embed_batch
