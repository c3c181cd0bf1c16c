# Thread: https://github.com/luchris429/popjaxrl/issues/1
# Shape: an S5 state-space layer written as a dataclass-style module (here eqx.Module, flax `nn.Module` in the thread) annotates its fields with the removed `np.DeviceArray` (`import jax.numpy as np`); the annotations are evaluated when the class body runs, on import of the layer
# expect: AttributeError at line 10
import equinox as eqx
import jax
import jax.numpy as np


class S5SSM(eqx.Module):
    Lambda_re_init: np.DeviceArray
    Lambda_im_init: np.DeviceArray
    V: np.DeviceArray
    Vinv: np.DeviceArray
    H: int
    P: int

    def __call__(self, input_sequence):
        Lambda = self.Lambda_re_init + 1j * self.Lambda_im_init
        B = self.Vinv @ np.ones((self.P, self.H))

        def step(x, u):
            x = Lambda * x + B @ u
            return x, (self.V @ x).real

        _, ys = jax.lax.scan(step, np.zeros(self.P, dtype=np.complex64), input_sequence)
        return ys


P, H = 4, 3
ssm = S5SSM(-0.5 * np.ones(P), np.arange(P, dtype=np.float32), np.eye(P), np.eye(P), H, P)
print(ssm(np.ones((5, H))).shape)
