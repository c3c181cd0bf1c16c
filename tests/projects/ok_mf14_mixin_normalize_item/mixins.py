class NormalizeMixin:
    eps = 1e-6

    def normalize(self, x):
        scale = x.std() + self.eps
        return (x - x.mean()) / scale
