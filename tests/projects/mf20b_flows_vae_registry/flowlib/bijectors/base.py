class Bijector:
    """forward(params, x) -> (y, log|det J|) per row; inverse maps back."""

    def __init__(self, dim, index, hidden):
        self.dim, self.index, self.hidden = dim, index, hidden

    def init(self, key, x):
        return {}

    def forward(self, params, x):
        raise NotImplementedError

    def inverse(self, params, y):
        raise NotImplementedError
