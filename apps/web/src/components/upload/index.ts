export { FileGalleryField, type FileGalleryFieldProps } from './file-gallery-field';
export { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';
export { useUpload, type UploadState } from './use-upload';
