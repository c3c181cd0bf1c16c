from .columns import CategoricalColumn, EmbeddingColumn, FeatureColumn, NumericColumn
from .vocab import Vocabulary

__all__ = ["CategoricalColumn", "EmbeddingColumn", "FeatureColumn", "NumericColumn", "Vocabulary"]
