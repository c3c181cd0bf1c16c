class Integrator:
    def __init__(self, k=1.0, n_sub=2):
        self.k = k
        self.n_sub = n_sub

    def force(self, x):
        return -self.k * x

    def make_body(self):
        def body(carry, dt):
            x, v = carry
            h = dt / self.n_sub
            for _ in range(self.n_sub):
                v = v + h * self.force(x)
                x = x + h * v
            return (x, v), x

        return body
