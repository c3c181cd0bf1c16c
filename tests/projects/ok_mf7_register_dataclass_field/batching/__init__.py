from .batch import Batch, make_batch
