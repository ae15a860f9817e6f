import CloudUpload from '@mui/icons-material/CloudUpload';
import Delete from '@mui/icons-material/Delete';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { Alert, Avatar, Box, Button, IconButton, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

const MAX_SIZE = 2 * 1024 * 1024;
const MAX_FILES = 4;

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${formatNumber(Math.ceil(bytes / 1024))} کیلوبایت` : `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} مگابایت`);

/** react-dropzone's error codes, in Persian. */
const reason = (code: string) =>
    ({
        'file-too-large': `حجم فایل بیش از ${size(MAX_SIZE)} است`,
        'file-invalid-type': 'تنها تصویر (PNG، JPEG) یا PDF پذیرفته می‌شود',
        'too-many-files': `حداکثر ${formatNumber(MAX_FILES)} فایل`,
        'file-too-small': 'فایل خالی است',
    })[code] ?? 'فایل پذیرفته نشد';

/** A picture's thumbnail (its object URL released when it goes), a file icon otherwise. */
function FileAvatar({ file }: { file: File }) {
    const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
    useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
    return url ? <Avatar variant="rounded" src={url} alt="" /> : <Avatar variant="rounded"><InsertDriveFile /></Avatar>;
}

export default function UploadPage() {
    const [files, setFiles] = useState<File[]>([]);
    const [rejected, setRejected] = useState<FileRejection[]>([]);
    const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
        accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'application/pdf': ['.pdf'] },
        maxSize: MAX_SIZE,
        maxFiles: MAX_FILES,
        noClick: false,
        onDrop: (accepted, rejections) => {
            setFiles(current => [...current, ...accepted].slice(0, MAX_FILES));
            setRejected(rejections);
        },
    });
    return (
        <>
            <Section title="کشیدن و رها کردن" description={`تصویر یا PDF، هر فایل تا ${size(MAX_SIZE)} و حداکثر ${formatNumber(MAX_FILES)} فایل.`}>
                <Box
                    {...getRootProps()}
                    sx={{
                        width: '100%', p: 4, textAlign: 'center', cursor: 'pointer', borderRadius: 2, border: '2px dashed',
                        borderColor: isDragActive ? 'primary.main' : 'divider', bgcolor: isDragActive ? 'action.hover' : 'transparent',
                    }}
                >
                    <input {...getInputProps()} aria-label="انتخاب فایل" />
                    <CloudUpload color="primary" sx={{ fontSize: 48 }} />
                    <Typography variant="subtitle1">{isDragActive ? 'فایل را اینجا رها کنید' : 'فایل را اینجا بکشید یا کلیک کنید'}</Typography>
                    <Typography variant="body2" color="text.secondary">رسید واریز، تصویر کارت یا مدارک</Typography>
                </Box>
                {rejected.length > 0 && (
                    <Alert severity="error" sx={{ width: '100%' }} onClose={() => setRejected([])} closeText="بستن">
                        {rejected.map(r => <div key={r.file.name}>{r.file.name}: {r.errors.map(e => reason(e.code)).join('، ')}</div>)}
                    </Alert>
                )}
                <List sx={{ width: '100%' }}>
                    {files.map((f, i) => (
                        <ListItem key={f.name + i} secondaryAction={<IconButton edge="end" aria-label={`حذف ${f.name}`} onClick={() => setFiles(files.filter((_, j) => j !== i))}><Delete /></IconButton>}>
                            <ListItemAvatar><FileAvatar file={f} /></ListItemAvatar>
                            <ListItemText primary={<bdi>{f.name}</bdi>} secondary={size(f.size)} />
                        </ListItem>
                    ))}
                </List>
                <Button variant="contained" startIcon={<CloudUpload />} onClick={open}>انتخاب فایل</Button>
                {files.length > 0 && <Button color="error" onClick={() => setFiles([])}>حذف همه</Button>}
            </Section>
        </>
    );
}
