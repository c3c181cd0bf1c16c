from .softmax import tempered_probs
