class Encoder:
    """Embeds tokens and pools them; subclasses choose the pooling."""

    def __init__(self, emb):
        self.emb = emb

    def embed(self, tokens):
        return self.emb[tokens]

    def pool(self, h):
        return h.mean(axis=0)

    def encode(self, tokens):
        return self.pool(self.embed(tokens))
