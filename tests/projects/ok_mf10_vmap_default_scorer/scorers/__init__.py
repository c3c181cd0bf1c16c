from .bm25 import BM25

DEFAULT = BM25(k1=1.2, b=0.75)
