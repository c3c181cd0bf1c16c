import jax.numpy as jnp


class BM25:
    def __init__(self, k1, b, avg_len=10.0):
        self.k1 = k1
        self.b = b
        self.avg_len = avg_len

    def score(self, query, doc):
        tf = (doc[None, :] == query[:, None]).sum(-1)
        norm = self.k1 * (1 - self.b + self.b * doc.shape[0] / self.avg_len)
        idf = jnp.log(1.0 + tf.sum())
        return jnp.sum(idf * tf * (self.k1 + 1) / (tf + norm))
