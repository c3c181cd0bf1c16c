"""Trial wave functions: `log_psi(params, x)` for one configuration x of shape (particles, dim)."""
import abc

ANSATZE = {}


def register_ansatz(name):
    def wrap(cls):
        ANSATZE[name] = cls
        return cls
    return wrap


def make_ansatz(cfg):
    return ANSATZE[cfg.ansatz](n_particles=cfg.n_particles, dim=cfg.dim)


class Ansatz(abc.ABC):
    def __init__(self, n_particles, dim):
        self.n_particles, self.dim = n_particles, dim

    @abc.abstractmethod
    def init(self):
        """Initial variational parameters."""

    @abc.abstractmethod
    def log_psi(self, params, x):
        """log |psi(x)|."""
