"""Models give an unnormalised log density over a flat position vector."""
import jax


class Model:
    name = "model"
    dim = 1

    def init_position(self, key, num_chains):
        return 0.1 * jax.random.normal(key, (num_chains, self.dim))

    def log_prob(self, position):
        raise NotImplementedError
