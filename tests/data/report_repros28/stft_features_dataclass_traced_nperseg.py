# Thread: https://github.com/jax-ml/jax/issues/9411
# Shape: an STFT feature extractor is a registered dataclass whose `nperseg` is a data field; handed to a jitted function the field is traced, and jax.scipy.signal.stft needs a concrete segment length
# expect: ConcretizationTypeError at line 17
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class STFTFeatures:
    fs: float
    nperseg: int

    def __call__(self, audio):
        _, _, z = jax.scipy.signal.stft(audio, fs=self.fs, nperseg=self.nperseg)
        return jnp.log1p(jnp.abs(z))


@jax.jit
def featurize(extractor, audio):
    return extractor(audio)


audio = jnp.sin(jnp.linspace(0.0, 200.0, 4000))
print(featurize(STFTFeatures(fs=16000.0, nperseg=64), audio).shape)
