class NormalizeMixin:
    eps = 1e-6

    def normalize(self, x):
        scale = x.std().item() + self.eps  # expect: JAX105
        return (x - x.mean()) / scale
