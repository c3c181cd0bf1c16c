from .packing import pack_sequences
from .dataset import PackedDataset

__all__ = ["pack_sequences", "PackedDataset"]
