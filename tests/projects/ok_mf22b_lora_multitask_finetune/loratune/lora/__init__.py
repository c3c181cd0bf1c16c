from .adapters import AdapterMixin, LoRADense, is_lora_path

__all__ = ["AdapterMixin", "LoRADense", "is_lora_path"]
