from .augment import spec_augment
from .mel import log_mel, mel_filterbank
from .stft import frame_signal, stft_power

__all__ = ["spec_augment", "log_mel", "mel_filterbank", "frame_signal", "stft_power"]
