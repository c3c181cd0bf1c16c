class Layer:
    def __call__(self, x):
        return self.activation(x @ self.w)

    def activation(self, h):
        return h
