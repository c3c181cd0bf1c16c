# Thread: https://github.com/PennyLaneAI/pennylane/issues/4601
# Shape: the fix stores the coefficients with `jnp.asarray` in the constructor the inherited unflatten calls, so jit can rebuild the Hamiltonian from traced coefficients; the subclasses are still registered by the base class's `__init_subclass__`
# expect: ok
import jax
import jax.numpy as jnp


class Operator:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        jax.tree_util.register_pytree_node(cls, cls._flatten, cls._unflatten)

    def _flatten(self):
        return self.data, self.hyperparameters

    @classmethod
    def _unflatten(cls, hyperparameters, data):
        return cls(*data, **dict(hyperparameters))


class PauliZ(Operator):
    def __init__(self, wires=0):
        self.wires = wires
        self.data = ()
        self.hyperparameters = (("wires", wires),)

    def matrix(self, n_wires):
        z = jnp.diag(jnp.array([1.0, -1.0]))
        mats = [z if w == self.wires else jnp.eye(2) for w in range(n_wires)]
        out = mats[0]
        for m in mats[1:]:
            out = jnp.kron(out, m)
        return out


class Hamiltonian(Operator):
    def __init__(self, coeffs, observables=()):
        self.coeffs = jnp.asarray(coeffs)
        self.observables = tuple(observables)
        self.data = (self.coeffs,)
        self.hyperparameters = (("observables", self.observables),)

    def matrix(self, n_wires):
        return sum(c * obs.matrix(n_wires) for c, obs in zip(self.coeffs, self.observables))


@jax.jit
def expval(hamiltonian, state):
    return jnp.real(jnp.conj(state) @ hamiltonian.matrix(2) @ state)


H = Hamiltonian([0.5, 0.25], [PauliZ(0), PauliZ(1)])
state = jnp.array([1.0, 0.0, 0.0, 0.0])
print(expval(H, state))
