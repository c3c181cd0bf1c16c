import jax.numpy as jnp


class TopScorer:
    def __init__(self, threshold=0.0):
        self.threshold = threshold

    def score(self, logits):
        hits = jnp.argwhere(logits > self.threshold)  # expect: JAX602
        return hits.shape[0] / logits.shape[0]
