class Module:
    def __call__(self, x):
        return self.forward(self.normalize(x))

    def normalize(self, x):
        return x
